import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** What an instructor is assigned to: a timetable slot (its classes) or one class (a substitute). */
export type AssignmentKind = 'slot' | 'class';

/**
 * Who teaches (issue 25): the instructor of a timetable slot teaches the classes generated from it; an
 * instructor assigned to one class (a substitute) teaches that class instead.
 */
@Entity('instructor_assignments')
@Index('IDX_instructor_assignments_instructor', ['instructorId'])
export class InstructorAssignment {
  @PrimaryColumn({ type: 'varchar', length: 8 })
  kind: AssignmentKind;

  /** The slot's or the class's id. */
  @PrimaryColumn({ name: 'target_id', type: 'int' })
  targetId: number;

  /** The instructor's user id. */
  @Column({ name: 'instructor_id', type: 'int' })
  instructorId: number;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
