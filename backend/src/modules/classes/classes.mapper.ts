import type { YogaClass as YogaClassDto } from '@yoga/contracts';
import type { YogaClass } from './entities/yoga-class.entity.js';

/** An entity, or a raw row selected with the entity's property names (see ClassesService). */
export type ClassFields = Pick<
  YogaClass,
  'id' | 'title' | 'classType' | 'date' | 'time' | 'description'
> & { link?: string };

/** The one way a class leaves the API; the join link is for signed-in callers only. */
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
