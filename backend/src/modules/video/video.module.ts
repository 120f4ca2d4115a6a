import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VIDEO_CONFIG, type VideoConfig } from './config.js';
import { BookingsModule } from '../bookings/index.js';
import { ClassesModule } from '../classes/index.js';
import { StorageModule } from '../storage/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { UsersModule } from '../users/index.js';
import { VideoAttendanceService } from './attendance.service.js';
import { ClassVideoService } from './class-video.service.js';
import { VIDEO_ENTITIES } from './entities.js';
import { MeetingSeats } from './meeting-seats.js';
import { MeetingsService } from './meetings.service.js';
import { VIDEO_PROVIDER, type VideoProvider } from './provider/video-provider.js';
import { ZoomPlatform } from './provider/zoom.platform.js';
import { ReplayHls, ReplayHlsController } from './hls/replay-hls.js';
import { RecordingRenditionsService } from './hls/renditions.service.js';
import { RecordingsController } from './recordings.controller.js';
import { RecordingDownloadsService } from './recording-downloads.service.js';
import { RecordingsService } from './recordings.service.js';
import { RegistrationReleasesService } from './registration-releases.service.js';
import { RegistrationsAheadService } from './registrations-ahead.service.js';
import { RegistrationsService } from './registrations.service.js';
import { OverflowRemovals } from './overflow-removals.js';
import { RoomsService } from './rooms.service.js';
import { VideoOnClassEvents } from './video-events.js';
import { VideoJoinController } from './video-join.controller.js';
import { VideoController } from './video.controller.js';
import { ZoomWebhookService } from './webhook.service.js';
import { VideoPersonalData } from './video.personal-data.js';

/** The live class's video (docs/video.md): meetings, personal links, attendance the platform confirms. */
@Module({
  imports: [
    TypeOrmModule.forFeature(VIDEO_ENTITIES),
    ClassesModule,
    BookingsModule,
    SubscriptionsModule,
    UsersModule,
    StorageModule,
  ],
  controllers: [VideoJoinController, VideoController, RecordingsController, ReplayHlsController],
  providers: [
    {
      provide: VIDEO_PROVIDER,
      inject: [VIDEO_CONFIG],
      useFactory: (config: VideoConfig): VideoProvider =>
        config.zoom
          ? { name: 'zoom', meetings: new ZoomPlatform(config.zoom) }
          : { name: 'manual', meetings: null },
    },
    MeetingsService,
    MeetingSeats,
    RegistrationsService,
    RegistrationsAheadService,
    RegistrationReleasesService,
    RoomsService,
    OverflowRemovals,
    RecordingsService,
    RecordingDownloadsService,
    RecordingRenditionsService,
    ReplayHls,
    VideoAttendanceService,
    ZoomWebhookService,
    VideoOnClassEvents,
    VideoPersonalData,
    ClassVideoService,
  ],
  exports: [VIDEO_PROVIDER, ClassVideoService],
})
export class VideoModule {}
