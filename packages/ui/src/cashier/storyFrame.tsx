import type { ComponentType } from 'react';
import { storyColumn, storyFrame, storyWide } from './cashier.css.ts';

/**
 * Stories' decorator: the site's background and a column as wide as the member centre's page, or a desktop page's
 * column with `parameters.wide`.
 */
export function cashierStoryFrame(
  Story: ComponentType,
  { parameters }: { parameters: Record<string, unknown> },
) {
  return (
    <div className={storyFrame}>
      <div className={parameters.wide === true ? storyWide : storyColumn} data-screenshot>
        <Story />
      </div>
    </div>
  );
}
