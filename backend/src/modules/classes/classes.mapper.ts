import type { YogaClass as YogaClassDto } from '@yoga/contracts';
import type { YogaClass } from './entities/yoga-class.entity.js';

/** The join link is for signed-in callers only. */
export function toClassDto(c: YogaClass, withLink: boolean): YogaClassDto {
  const dto: YogaClassDto = {
    id: c.id,
    title: c.title,
    class_type: c.classType,
    date: c.date,
    time: c.time,
    description: c.description,
  };
  if (withLink) dto.link = c.link;
  return dto;
}
