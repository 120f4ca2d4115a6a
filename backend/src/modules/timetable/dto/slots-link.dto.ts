import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsUrl, Min } from 'class-validator';
import { FIELD_LIMITS, type TimetableSlotsLinkInput } from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';
import { Required, says } from '../../../common/validation/validation.js';

/** Slots one request may change at once (the spec's template has 42). */
export const MAX_SLOTS_PER_LINK_CHANGE = 500;
const IDS_MESSAGE = says('validation.slot_ids', { max: MAX_SLOTS_PER_LINK_CHANGE });
const ID_MESSAGE = says('validation.slot_id_each');

/** PATCH /api/timetable/slots: one meeting link for the chosen slots. */
@ApiSchema({
  name: 'TimetableSlotsLinkInput',
  description:
    'PATCH /api/timetable/slots (admin): one meeting link for many slots at once. Answers the changed ' +
    'slots; their classes follow as after a single edit (unbooked, not edited by hand).',
})
export class SlotsLinkDto implements TimetableSlotsLinkInput {
  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: MAX_SLOTS_PER_LINK_CHANGE,
    description: 'The slots to change',
  })
  @Required()
  @IsArray(IDS_MESSAGE)
  @ArrayNotEmpty(IDS_MESSAGE)
  @ArrayMaxSize(MAX_SLOTS_PER_LINK_CHANGE, IDS_MESSAGE)
  @IsInt({ each: true, ...ID_MESSAGE })
  @Min(1, { each: true, ...ID_MESSAGE })
  ids: number[];

  @TextField(FIELD_LIMITS.classLink, { required: true })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    says('validation.http_url'),
  )
  link: string;
}
