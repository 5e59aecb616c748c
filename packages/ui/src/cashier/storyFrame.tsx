import type { Decorator } from '@storybook/react-vite';
import { storyColumn, storyFrame, storyWide } from './cashier.css.ts';

/** Stories' page: the site's background and a column as wide as the member centre's page, or wider with `parameters.wide`. */
export const cashierStoryFrame: Decorator = (Story, { parameters }) => (
  <div className={storyFrame}>
    <div className={parameters.wide ? storyWide : storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);
