// The value rotator's buttons, without React: the block's HTML already holds every value, one card per list item (the
// first one to three are shown), and the two buttons (ValueRotator.tsx). This script moves the cards through the items.
import type { IslandScript } from '../island';
import { rotate, type RotateDirection } from './rotate';

const isDirection = (value: string | undefined): value is RotateDirection => value === 'next' || value === 'previous';

const rotateValues: IslandScript = (block) => {
  const list = block.querySelector<HTMLElement>('[data-rotator-values]');
  if (!list) return;
  const controller = new AbortController();
  const step = (direction: RotateDirection) => {
    const items = [...list.children];
    // The items stay where they are and their cards move: the polite live list announces the cards newly shown.
    const cards = rotate(items.map((item) => [...item.childNodes]), direction);
    items.forEach((item, index) => item.replaceChildren(...cards[index]!));
  };
  for (const button of block.querySelectorAll<HTMLButtonElement>('button[data-rotate]')) {
    const direction = button.dataset.rotate;
    if (isDirection(direction)) button.addEventListener('click', () => step(direction), { signal: controller.signal });
  }
  return () => controller.abort();
};

export default rotateValues;
