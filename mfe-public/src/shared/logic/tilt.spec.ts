import { tiltFor } from './tilt';

describe('hero tilt', () => {
  it('is off at 768 px and below', () => {
    expect(tiltFor(10, 10, 700, 400, 768)).toBeNull();
    expect(tiltFor(10, 10, 300, 400, 320)).toBeNull();
  });

  it('is neutral in the centre and bounded at the edges on desktop', () => {
    expect(tiltFor(500, 200, 1000, 400, 1280)).toEqual({
      rotateX: 0,
      rotateY: 0,
      shiftX: 0,
      shiftY: 0,
    });
    const corner = tiltFor(1000, 0, 1000, 400, 1280);
    expect(corner).toEqual({ rotateX: 4, rotateY: 4, shiftX: 12, shiftY: -12 });
  });
});
