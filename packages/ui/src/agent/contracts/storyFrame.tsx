import type { ComponentType } from 'react';
import { phoneFrame, storyFrame } from './contracts.css.ts';

/** Stories' decorator: the agent centre's background; a 360 px phone with `parameters.phone`. */
export function contractStoryFrame(
  Story: ComponentType,
  { parameters }: { parameters: Record<string, unknown> },
) {
  return (
    <div className={parameters.phone === true ? phoneFrame : storyFrame} data-screenshot>
      <Story />
    </div>
  );
}
