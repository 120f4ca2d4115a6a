/** The video module's public surface: the live classes' meetings, personal links and attendance. */
import type { MigrationClass } from '../../database/migrations/index.js';
import { VideoMeetings1795900000000 } from './migrations/1795900000000-VideoMeetings.js';
import { VideoRecordings1796420000000 } from './migrations/1796420000000-VideoRecordings.js';
import { RecordingRenditions1796700000000 } from './migrations/1796700000000-RecordingRenditions.js';
import { VideoRoomsLifecycle1796713300000 } from './migrations/1796713300000-VideoRoomsLifecycle.js';
import { OverflowDeleteBackoff1796730000000 } from './migrations/1796730000000-OverflowDeleteBackoff.js';
export { VideoModule } from './video.module.js';
export { ClassAttendanceRowSchema } from './video.schemas.js';
export {
  VIDEO_PROVIDER,
  type MeetingPlatform,
  type VideoProvider,
} from './provider/video-provider.js';
export { VIDEO_ENTITIES } from './entities.js';
export { ClassVideoService } from './class-video.service.js';

/** This module's own migrations (the app collects them: app.schema.ts). */
export const VIDEO_MIGRATIONS: MigrationClass[] = [
  VideoMeetings1795900000000,
  VideoRecordings1796420000000,
  RecordingRenditions1796700000000,
  VideoRoomsLifecycle1796713300000,
  OverflowDeleteBackoff1796730000000,
];
export { VIDEO_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { VIDEO_CONFIG, loadVideoConfig } from './config.js';
import { VIDEO_ENTITIES } from './entities.js';
import { VideoModule } from './video.module.js';
import { VIDEO_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const VIDEO_FEATURE = defineFeature({
  name: 'video',
  module: VideoModule,
  entities: VIDEO_ENTITIES,
  migrations: VIDEO_MIGRATIONS,
  errors: VIDEO_ERRORS,
  config: {
    key: 'video',
    token: VIDEO_CONFIG,
    load: (env) => loadVideoConfig(env),
  },
});
