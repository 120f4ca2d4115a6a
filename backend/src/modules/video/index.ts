/** The video module's public surface: the live classes' meetings, personal links and attendance. */
export { VideoModule } from './video.module.js';
export {
  VIDEO_PROVIDER,
  type MeetingPlatform,
  type VideoProvider,
} from './provider/video-provider.js';
export { VIDEO_ENTITIES } from './entities.js';
export { ClassVideoService } from './class-video.service.js';
