import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A class a seat's holder attended while holding it (from `attendance.recorded`): the company's own
 * copy for its usage view (no health data, nothing else of hers).
 */
@Entity('company_seat_attendance')
@Index('UQ_company_seat_attendance_seat_class', ['seatId', 'classId'], { unique: true })
@Index('IDX_company_seat_attendance_company', ['companyId', 'joinedAt'])
export class CompanySeatAttendance {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @Column({ name: 'seat_id', type: 'int' })
  seatId: number;

  @Column({ name: 'class_id', type: 'int' })
  classId: number;

  @Column({ name: 'joined_at', type: 'datetime', precision: 3 })
  joinedAt: Date;
}
