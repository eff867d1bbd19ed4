import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '../kit/form/Input.tsx';
import type { HelpSearchState } from './useHelpSearch.ts';

/** The help search field: title, description and keywords; '@' or '.jsx' jumps to a topic. */
export default function HelpSearchInput({
  state,
  inputRef,
}: {
  state: HelpSearchState;
  inputRef?: Ref<InputProps.Ref>;
}) {
  const { t } = useTranslation();
  return (
    <div className="fleet-help-search" role="search">
      <Input
        ref={inputRef}
        type="search"
        value={state.query}
        placeholder={t('help:search.placeholder')}
        ariaLabel={t('help:search.label')}
        clearAriaLabel={t('help:empty.clear')}
        autoComplete={false}
        onChange={({ detail }) => state.setQuery(detail.value)}
        onKeyDown={({ detail }) => {
          if (detail.key === 'Enter') state.submit();
        }}
      />
    </div>
  );
}
