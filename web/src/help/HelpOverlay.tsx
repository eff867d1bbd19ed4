/**
 * The help centre as a modal panel over the app: a header (title, support hours, search, close) that
 * casts a shadow once the body has scrolled past 30 px, and the scrolling body. Focus stays inside
 * while it is open; the provider handles F1, Esc and Ctrl+F and gives the focus back on close.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import type { InputProps } from '@cloudscape-design/components/input';
import {
  colorBackgroundBackdrop,
  colorBackgroundContainerContent,
  colorBorderDividerDefault,
} from '@cloudscape-design/design-tokens';
import HelpCentreBody from './HelpCentreBody.tsx';
import HelpSearchInput from './HelpSearchInput.tsx';
import type { HelpOpenRequest } from './HelpCentreProvider.tsx';
import { headerShadowVisible } from './keyboard.ts';
import { useHelpSearch } from './useHelpSearch.ts';
import './help.css';

interface HelpOverlayProps {
  request: HelpOpenRequest;
  onClose: () => void;
  searchRef: RefObject<InputProps.Ref>;
}

export default function HelpOverlay({ request, onClose, searchRef }: HelpOverlayProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [topicId, setTopicId] = useState<string | undefined>(request.topicId);
  const state = useHelpSearch(topicId, setTopicId);
  const [scrolled, setScrolled] = useState(false);

  // A new open() call while open moves to its topic (only a new request, hence `seq` alone).
  const { seq, topicId: requestedTopic } = request;
  const { openTopic, showAllTopics } = state;
  useEffect(() => {
    if (requestedTopic === undefined) showAllTopics();
    else openTopic(requestedTopic);
    bodyRef.current?.scrollTo?.({ top: 0 });
  }, [seq]);

  useEffect(() => {
    searchRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [searchRef]);

  return createPortal(
    <div
      className="fleet-help-backdrop"
      style={{ background: colorBackgroundBackdrop }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="fleet-help-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="help-centre"
        style={{ background: colorBackgroundContainerContent }}
        onKeyDown={(event) => trapTab(event, panelRef.current)}
      >
        <header
          className="fleet-help-header"
          data-scrolled={scrolled}
          style={{ borderBlockEndColor: colorBorderDividerDefault }}
        >
          <div className="fleet-help-header-row">
            <Box variant="h2" tagOverride="h2" margin="n" padding="n">
              <span id={titleId} className="fleet-help-title">
                <Icon name="contact" size="medium" />
                {t('help:title')}
              </span>
            </Box>
            <Button variant="icon" iconName="close" ariaLabel={t('help:close')} onClick={onClose} />
          </div>
          <HelpSearchInput state={state} inputRef={searchRef} />
          <Box color="text-body-secondary" fontSize="body-s" margin={{ top: 'xs' }}>
            <span className="fleet-help-meta">
              <span>{t('help:supportHours')}</span>
              <span>{t('help:keyboardHint')}</span>
            </span>
          </Box>
        </header>
        <div
          ref={bodyRef}
          className="fleet-help-body"
          onScroll={(event) => setScrolled(headerShadowVisible(event.currentTarget.scrollTop))}
        >
          <HelpCentreBody state={state} suggestedTopicId={request.suggestedTopicId} />
        </div>
      </div>
    </div>,
    document.body,
  );
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the panel. */
function trapTab(event: KeyboardEvent, panel: HTMLElement | null) {
  if (event.key !== 'Tab' || !panel) return;
  const elements = [...panel.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => !element.closest('[hidden]') && element.getClientRects().length > 0,
  );
  const first = elements[0];
  const last = elements.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
