import { VideoAttendance } from './entities/video-attendance.entity.js';
import { VideoMeeting } from './entities/video-meeting.entity.js';
import { VideoOverflow } from './entities/video-overflow.entity.js';
import { VideoRecording } from './entities/video-recording.entity.js';
import { VideoRegistration } from './entities/video-registration.entity.js';
import { VideoSession } from './entities/video-session.entity.js';
import { VideoWebhookEvent } from './entities/video-webhook-event.entity.js';

export const VIDEO_ENTITIES = [
  VideoMeeting,
  VideoOverflow,
  VideoRegistration,
  VideoSession,
  VideoAttendance,
  VideoWebhookEvent,
  VideoRecording,
];
