/**
 * A list screen in tabs (work lists beside the documents by date): the tab is in the address
 * (`?tab=<id>`, the first tab without it, so links and the back button keep it), an unknown or not
 * offered tab opens the first, and each tab's list starts afresh when it is shown (the tabs keep each
 * one's list apart: no key needed).
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Tabs from '@cloudscape-design/components/tabs';
import { tabOf } from './listPage.ts';

export interface ListTabsProps<T extends string> {
  /** The tabs offered, the default first. */
  tabs: readonly T[];
  /** A tab's label, translated; or the i18n key prefix of the labels (`<label>.<tab>`). */
  label: string | ((tab: T) => string);
  /** A tab's list. */
  content: (tab: T) => ReactNode;
}

export function ListTabs<T extends string>({ tabs, label, content }: ListTabsProps<T>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      // The scroll buttons a narrow screen shows when the tabs overflow need their names.
      i18nStrings={{
        scrollLeftAriaLabel: t('kit:list.tabsScrollLeft'),
        scrollRightAriaLabel: t('kit:list.tabsScrollRight'),
      }}
      activeTabId={tabOf(tabs, params.get('tab'))}
      onChange={({ detail }) =>
        setParams(detail.activeTabId === tabs[0] ? {} : { tab: detail.activeTabId }, { replace: true })
      }
      tabs={tabs.map((tab) => ({
        id: tab,
        label: typeof label === 'string' ? t(`${label}.${tab}`) : label(tab),
        content: content(tab),
      }))}
    />
  );
}
