import { Role, type YogaClass as YogaClassDto } from '@yoga/contracts';
import type { YogaClass } from './entities/yoga-class.entity.js';

/** An entity, or a raw row selected with the entity's property names (see ClassesService). */
export type ClassFields = Pick<
  YogaClass,
  'id' | 'title' | 'classType' | 'date' | 'time' | 'description'
> & { link?: string };

/** Admins and instructors see every class's link; students get it from POST /api/classes/:id/join. */
export function seesClassLinks(user: { role: Role } | undefined): boolean {
  return user?.role === Role.Admin || user?.role === Role.Instructor;
}

/** The one way a class leaves the API; the join link only when `withLink` (see seesClassLinks). */
export function toClassDto(c: ClassFields, withLink: boolean): YogaClassDto {
  const dto: YogaClassDto = {
    id: Number(c.id),
    title: c.title,
    class_type: c.classType,
    date: c.date,
    time: c.time,
    description: c.description,
  };
  if (withLink) dto.link = c.link;
  return dto;
}
