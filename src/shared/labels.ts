import { z } from 'zod';
import { text, longText } from './fields';
import { formMessagesSchema } from './formMessages';

export const siteLabelsSchema = z
  .strictObject({
    skipToContent: text('Text of the skip link for keyboard users'),
    homeLink: text('Accessible name of the logo link, e.g. "Acme home"'),
    mainNavigation: text('Name of the main navigation landmark'),
    footerNavigation: text('Name of the footer navigation landmark'),
    openMenu: text('Name of the hamburger button when the menu is closed'),
    closeMenu: text('Name of the button that closes the mobile menu'),
    comingSoon: text('Note added to links that have no destination yet'),
    errorTitle: text('Heading shown when something goes wrong while showing a page'),
    errorHint: longText('Sentence under the error heading suggesting what to do'),
    errorHomeLink: text('Link text back to the home page on the error screen'),
    pauseMotion: text('Name of the button that pauses a background video or moving slides'),
    playMotion: text('Name of the button that restarts a paused background video or slides'),
    playVideo: text('Name of the large play button shown on a video before it starts'),
    previousSlide: text('Name of the button that shows the previous slide of a carousel'),
    nextSlide: text('Name of the button that shows the next slide of a carousel'),
    showAll: text('On phones, the button under a long list that shows all of it; the number of items follows, e.g. "Show all" 12'),
    showFewer: text('On phones, the button that folds a long list again'),
    readMore: longText('On phones, the button under the first paragraph of a long text that shows the rest'),
    readLess: text('On phones, the button that folds a long text again'),
    sectionMenu: text('On phones, the heading of the menu of a long page\'s sections, e.g. "On this page"'),
    formMessages: formMessagesSchema.optional().describe('Error messages of every form\'s fields; a form may override any of them with its own `messages`'),
  })
  .describe('Words used by the site frame (menus, skip link, error screen)');

export type SiteLabels = z.infer<typeof siteLabelsSchema>;
