import { useCallback, useRef, type PointerEvent } from 'react';
import { tiltFor } from '../../shared/logic/tilt';

/**
 * The hero's art leaning towards a mouse moved over the slider (not with reduced motion), flat again when
 * it leaves. `onMove` is called on every move first (the slider stops its auto-advance then).
 */
export function useArtTilt(reducedMotion: boolean, onMove: () => void) {
  const artRef = useRef<HTMLDivElement>(null);

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      onMove();
      const art = artRef.current;
      if (!art || event.pointerType !== 'mouse' || reducedMotion) return;
      const box = event.currentTarget.getBoundingClientRect();
      const tilt = tiltFor(
        event.clientX - box.left,
        event.clientY - box.top,
        box.width,
        box.height,
        window.innerWidth,
      );
      art.style.transform = tilt
        ? `perspective(800px) rotateX(${tilt.rotateX}deg) rotateY(${tilt.rotateY}deg) translate(${tilt.shiftX}px, ${tilt.shiftY}px)`
        : '';
    },
    [reducedMotion, onMove],
  );

  const onPointerLeave = useCallback(() => {
    if (artRef.current) artRef.current.style.transform = '';
  }, []);

  return { artRef, onPointerMove, onPointerLeave };
}
