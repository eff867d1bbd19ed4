/**
 * The top-bar search (issue 25 item 2): a vehicle by plate, a job order or a document by number, from
 * any page, as the user types (250 ms after the last key). Each hit shows the vehicle's status group and
 * who holds it, and opens the vehicle workflow or the job order's page. Keyboard: `/` or Ctrl+K focuses
 * it, arrows move through the hits, Enter opens the highlighted one (else the first), Escape closes.
 * Below 768 px it is an icon that opens a full-width search row over the top bar.
 */
import { useEffect, useRef, useState } from 'react';
import Autosuggest, { type AutosuggestProps } from '@cloudscape-design/components/autosuggest';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchKey, type SearchAnswer, type SearchHit } from '@fleet/shared/platform/search';
import { searchApi } from './api.ts';
import { hitDescription, hitId, hitLabel, hitTags } from './model.ts';
import './search.css';

const debounceMs = 250;

type Answer = SearchAnswer & { text: string };

/** Whether a key press goes to a field the user types in (the `/` shortcut then stays a character). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function TopBarSearch({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const navigate = useNavigate();
  const input = useRef<AutosuggestProps.Ref>(null);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState(false);
  const selected = useRef(false);

  const wanted = searchKey(text) ? text.trim() : '';
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setFailed(false);
      searchApi
        .list(wanted, controller.signal)
        .then((result) => setAnswer({ ...result, text: wanted }))
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, attempt]);

  // `/` (outside a field) or Ctrl+K / Cmd+K focuses the search from anywhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target);
      const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if (!slash && !k) return;
      event.preventDefault();
      setOpen(true);
      // The compact row renders first, then takes the focus.
      setTimeout(() => input.current?.focus(), 0);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const current = answer && answer.text === wanted ? answer : undefined;
  const hits = current?.hits ?? [];
  const options: AutosuggestProps.Option[] = hits.map((hit) => ({
    value: hitId(hit),
    label: hitLabel(hit, t),
    description: hitDescription(hit, t, arabic),
    tags: hitTags(hit, t, arabic),
    disabled: !hit.link,
    ...(hit.link ? {} : { disabledReason: t('search:noLink') }),
  }));

  const close = () => {
    setText('');
    setOpen(false);
  };
  const go = (hit: SearchHit | undefined) => {
    if (!hit?.link) return;
    close();
    navigate(hit.link);
  };

  const statusType: AutosuggestProps['statusType'] = !wanted
    ? 'finished'
    : failed
      ? 'error'
      : current
        ? 'finished'
        : 'loading';

  const box = (
    <div className="fw-search" role="search">
      <Autosuggest
        ref={input}
        data-testid="top-bar-search"
        value={text}
        onChange={({ detail }) => {
          setText(detail.value);
          selected.current = false;
        }}
        options={options}
        filteringType="manual"
        hideEnteredTextOption
        statusType={statusType}
        loadingText={t('search:loading')}
        errorText={t('search:error')}
        recoveryText={t('search:retry')}
        onLoadItems={({ detail }) => {
          if (detail.firstPage && failed) setAttempt((count) => count + 1);
        }}
        finishedText={current?.more ? t('search:more') : undefined}
        empty={wanted && current ? t('search:empty') : undefined}
        placeholder={compact ? t('search:placeholder') : `${t('search:placeholder')} (/)`}
        ariaLabel={t('search:label')}
        clearAriaLabel={t('search:clear')}
        expandToViewport
        onSelect={({ detail }) => {
          selected.current = true;
          go(hits.find((hit) => hitId(hit) === detail.value));
        }}
        onKeyDown={({ detail }) => {
          // Enter with no hit highlighted opens the first one; Escape on an empty box closes the row.
          if (detail.key === 'Enter' && !selected.current) go(hits.find((hit) => hit.link));
          if (detail.key === 'Escape' && compact && !text) setOpen(false);
          selected.current = false;
        }}
      />
    </div>
  );

  if (!compact) return box;
  return (
    <>
      <Button
        variant="icon"
        iconName="search"
        ariaLabel={t('search:open')}
        ariaExpanded={open}
        onClick={() => {
          setOpen(true);
          setTimeout(() => input.current?.focus(), 0);
        }}
        data-testid="top-bar-search-open"
      />
      {open && (
        <div className="fw-search-row">
          {box}
          <Button variant="icon" iconName="close" ariaLabel={t('search:close')} onClick={close} />
        </div>
      )}
    </>
  );
}

export default TopBarSearch;
