import { i18n } from '@lingui/core';
import { messages as ar } from '../../../../locales/ar/agent.po';
import { messages as en } from '../../../../locales/en/agent.po';
import { messages as fa } from '../../../../locales/fa/agent.po';
import { messages as pseudo } from '../../../../locales/pseudo/agent.po';
import { messages as pt } from '../../../../locales/pt/agent.po';
import { messages as ur } from '../../../../locales/ur/agent.po';

// The agent catalog for the agent centre's stories: .storybook/preview.tsx loads the site's and the member area's
// catalogs only. `load` merges, so importing this from a story file adds the agent's messages to every language.
// (Belongs in the preview beside the member catalogs; kept here while that file is shared infrastructure.)
i18n.load({ pt, en, ar, fa, ur, pseudo });
