import { Injectable } from '@nestjs/common';
import { Role, UserStatus } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { UsersService } from '../users/index.js';
import type { ClassFields } from './classes.mapper.js';
import type { YogaClass } from './entities/yoga-class.entity.js';

/** The account that teaches a class: its substitute, else its own instructor. */
export const teacherOf = (c: Pick<YogaClass, 'instructorId' | 'substituteId'>): number | null =>
  c.substituteId ?? c.instructorId ?? null;

/** Who teaches the classes: their names, and the check that an account may teach. */
@Injectable()
export class ClassInstructors {
  constructor(private readonly users: UsersService) {}

  /**
   * Names who teaches each class (`instructorName`: the substitute's, else the instructor's account
   * name), in one query of the users module. Answers the same rows.
   */
  async withInstructorNames<T extends ClassFields>(rows: T[]): Promise<T[]> {
    const teacher = (r: ClassFields) => {
      const id = r.substituteId ?? r.instructorId;
      return id === null || id === undefined ? null : Number(id);
    };
    const names = await this.users.contactsOf(
      rows.map(teacher).filter((id): id is number => id !== null),
    );
    for (const r of rows) {
      const id = teacher(r);
      r.instructorName = id === null ? null : (names.get(id)?.name ?? null);
    }
    return rows;
  }

  /**
   * Refuses (400 `not_an_instructor`) an account that is not an active instructor, for each id that
   * changes (an instructor set before and since blocked may stay where they are).
   */
  async assertInstructors(ids: readonly (number | null | undefined)[]): Promise<void> {
    for (const id of new Set(ids)) {
      if (id === null || id === undefined) continue;
      const user = await this.users.findById(id);
      if (!user || user.role !== Role.Instructor || user.status !== UserStatus.Active)
        throw new ApiError('not_an_instructor');
    }
  }
}
