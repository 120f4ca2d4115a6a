import { Entity, PrimaryColumn } from 'typeorm';

/**
 * A generated class the admin deleted in Manage Class: the timetable does not create it again.
 * (slot_id, IST date), as the class it stood for.
 */
@Entity('class_skips')
export class ClassSkip {
  @PrimaryColumn({ name: 'slot_id', type: 'int' })
  slotId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  date: string;
}
