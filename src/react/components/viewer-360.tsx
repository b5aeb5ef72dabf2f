// Turning a product through its 360° frames: drag the picture (mouse, pen or finger), press the arrow
// keys, or move the range input, which also tells assistive technology which view is shown. Frames load
// one after another from the front, so the first view appears at once and turning never waits long.
// Unless the shopper asks for reduced motion, the product makes one slow turn as its frames arrive, to
// show that it can be turned; any touch of the controls stops it.
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.tsx';

/** Milliseconds per frame of the opening turn: a full turn of 24 frames in under two seconds. */
const SPIN_FRAME_MS = 70;
/** A drag across the whole picture turns the product once around. */
const TURNS_PER_WIDTH = 1;

const wrap = (index: number, count: number): number => ((index % count) + count) % count;

const KEY_STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/** Loads the frames in order, one at a time; answers how many from the first have arrived. */
function useFramesInOrder(frames: readonly string[]): number {
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const load = (index: number) => {
      const url = frames[index];
      if (cancelled || url === undefined) return;
      const image = new Image();
      // A frame that fails is skipped (the browser shows its broken-image box for that view only).
      image.onload = image.onerror = () => {
        if (cancelled) return;
        setLoaded(index + 1);
        load(index + 1);
      };
      image.src = url;
    };
    load(0);
    return () => {
      cancelled = true;
    };
  }, [frames]);
  return loaded;
}

export function Viewer360({ frames, name }: { frames: string[]; name: string }) {
  const t = useT();
  const sliderId = useId();
  const hintId = useId();
  const count = frames.length;
  const [frame, setFrame] = useState(0);
  const [spinLeft, setSpinLeft] = useState(() => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : count));
  const loaded = useFramesInOrder(frames);
  const drag = useRef<{ pointer: number; x: number; frame: number } | null>(null);

  const turnTo = (index: number) => {
    setSpinLeft(0);
    setFrame(wrap(index, count));
  };

  // The arrow keys turn wherever focus is in the dialog (it is modal: nothing else has focus meanwhile).
  // Past the last view comes the first again: the product turns round, where the range input would stop.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const step = KEY_STEPS[event.key];
      if (step === undefined || event.defaultPrevented) return;
      event.preventDefault();
      setSpinLeft(0);
      setFrame((now) => wrap(now + step, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  // The opening turn: one frame further whenever the next one has arrived, until back at the front.
  const next = wrap(frame + 1, count);
  const nextReady = next < loaded || loaded === count;
  useEffect(() => {
    if (spinLeft <= 0 || !nextReady) return;
    const timer = setTimeout(() => {
      setFrame(next);
      setSpinLeft((left) => left - 1);
    }, SPIN_FRAME_MS);
    return () => clearTimeout(timer);
  }, [spinLeft, nextReady, next]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, frame };
    setSpinLeft(0);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const pixelsPerFrame = event.currentTarget.clientWidth / (count * TURNS_PER_WIDTH);
    turnTo(start.frame + Math.round((event.clientX - start.x) / pixelsPerFrame));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="viewer360">
      <div
        className="viewer360__stage"
        aria-busy={loaded < count}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}>
        <img className="viewer360__frame" src={frames[frame]} alt={name} width={800} height={800} draggable={false} />
      </div>
      <label className="viewer360__label" htmlFor={sliderId}>
        {t('product.view360.turn')}
      </label>
      <input
        id={sliderId}
        className="viewer360__slider"
        type="range"
        min={1}
        max={count}
        step={1}
        value={frame + 1}
        aria-valuetext={t('product.view360.position', { index: frame + 1, count })}
        aria-describedby={hintId}
        onChange={(event) => turnTo(Number(event.currentTarget.value) - 1)}
      />
      <p id={hintId} className="viewer360__hint">
        {t('product.view360.hint')}
      </p>
    </div>
  );
}
