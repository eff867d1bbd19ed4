/**
 * Text of the help topics per language, from locales/<lang>/help-topics.json. Typing the two JSON
 * files against `HelpTopicText` makes a topic missing in either language a compile error. Only the
 * help pages and the help panel (lazy chunks) import this.
 */
import enTopics from '../i18n/locales/en/help-topics.json';
import arTopics from '../i18n/locales/ar/help-topics.json';
import type { Language } from '../i18n/index.ts';
import type { HelpTopicTexts } from './topics.ts';

export const helpTopicTexts: Record<Language, HelpTopicTexts> = { en: enTopics, ar: arTopics };

/** Text of the topics in the UI language (Arabic for 'ar', English otherwise). */
export function topicTexts(language: string | undefined): HelpTopicTexts {
  return helpTopicTexts[language === 'ar' ? 'ar' : 'en'];
}
