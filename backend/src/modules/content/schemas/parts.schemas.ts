import { ApiSchema } from '@nestjs/swagger';
import type { ContentPhoto, LocalText, TitledText, UploadedContentPhoto } from '@yoga/contracts';
import { Int, Nested, Text } from '../../../common/openapi/properties.js';

@ApiSchema({
  name: 'LocalText',
  description:
    'One text in both languages, as the page shows them. `hi` empty: the English text is shown on Hindi pages (`localText`).',
})
export class LocalTextSchema implements LocalText {
  @Text()
  en: string;

  @Text({ description: 'Empty: the English text is shown' })
  hi: string;
}

@ApiSchema({
  name: 'UploadedContentPhoto',
  description:
    'POST /api/admin/content/photos (multipart: `file`, `slot`, `focus_x`, `focus_y` in 0..1): the photo stored for a slot, a ContentPhoto without its `alt`.',
})
export class UploadedContentPhotoSchema implements UploadedContentPhoto {
  @Text({ description: 'The widest file, e.g. `/uploads/content/ab12cd-960.webp`.' })
  src: string;

  @Text({ description: 'Every width: `"/uploads/content/ab12cd-480.webp 480w, ... 960w"`.' })
  srcset: string;

  @Int({ description: "Intrinsic width of `src` (its aspect ratio is the slot's)." })
  width: number;

  @Int({ description: 'Intrinsic height of `src`.' })
  height: number;
}

@ApiSchema({
  name: 'ContentPhoto',
  description:
    "A photo placed in a slot (stored as WebP in the slot's widths by `POST /api/admin/content/photos`). `null` in a document: the page's built-in picture for that place.",
})
export class ContentPhotoSchema extends UploadedContentPhotoSchema implements ContentPhoto {
  @Nested(() => LocalTextSchema, { description: 'Required in both languages.' })
  alt: LocalText;
}

@ApiSchema({ name: 'TitledText' })
export class TitledTextSchema implements TitledText {
  @Nested(() => LocalTextSchema)
  title: LocalText;

  @Nested(() => LocalTextSchema)
  text: LocalText;
}
