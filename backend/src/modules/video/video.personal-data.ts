import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { VideoAttendance } from './entities/video-attendance.entity.js';
import { VideoRegistration } from './entities/video-registration.entity.js';
import { VideoSession } from './entities/video-session.entity.js';
import { Transactions } from '../../database/transactions.js';
import { RegistrationReleasesService } from './registration-releases.service.js';

/** The person's registrations for class meetings, their sessions in them and the minutes they made. */
@Injectable()
export class VideoPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'video';

  constructor(
    private readonly tx: Transactions,
    @InjectRepository(VideoRegistration)
    private readonly registrations: Repository<VideoRegistration>,
    @InjectRepository(VideoSession) private readonly sessions: Repository<VideoSession>,
    @InjectRepository(VideoAttendance) private readonly attendance: Repository<VideoAttendance>,
    private readonly registry: PersonalDataRegistry,
    private readonly releases: RegistrationReleasesService,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const [registrations, sessions, attendance] = await Promise.all([
      this.registrations.find({ where: { userId }, order: { id: 'ASC' } }),
      this.sessions.find({ where: { userId }, order: { id: 'ASC' } }),
      this.attendance.find({ where: { userId }, order: { classId: 'ASC' } }),
    ]);
    return {
      registrations: registrations.map((r) => ({
        class_id: r.classId,
        meeting_id: r.meetingId,
        registrant_id: r.registrantId,
      })),
      sessions: sessions.map((s) => ({
        class_id: s.classId,
        join_time: s.joinTime.toISOString(),
        leave_time: s.leaveTime?.toISOString() ?? null,
      })),
      attendance: attendance.map((a) => ({
        class_id: a.classId,
        minutes: a.minutes,
        attended: a.attended,
        shared_link: a.sharedLink,
      })),
    };
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    // Her seats in rooms still to come go back (her registrants cancelled at Zoom) before her rows go.
    const seats = await this.releases.releaseForErasure(userId);
    const registrations = await em.delete(VideoRegistration, { userId });
    const sessions = await em.delete(VideoSession, { userId });
    const attendance = await em.delete(VideoAttendance, { userId });
    return `${registrations.affected ?? 0} registrations (${seats} seats given back), ${sessions.affected ?? 0} sessions and ${attendance.affected ?? 0} attendance records deleted`;
  }
}
