import type { TestApp, Session } from './test-app.js';
import { bearer } from './test-app.js';

/** `student` books a place in class `classId` (on `date` at `time`, IST) through the API: 201 expected. */
export async function bookClass(
  t: TestApp,
  student: Session,
  classId: number,
  date: string,
  time: string,
): Promise<void> {
  await t
    .http()
    .post('/api/bookings/class')
    .set(bearer(student.token))
    .send({
      class_id: classId,
      name: student.user.name,
      email: student.user.email,
      phone: '9811111111',
      preferred_date: date,
      preferred_time: time,
    })
    .expect(201);
}
