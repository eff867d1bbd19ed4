/**
 * What the help shows below the search: the topic cards, the results of a search, one topic, or the
 * spec's empty states ('No matching topics found', 'Help content not found', 'Search encountered an
 * error'). Shared by the overlay and the /helpfile and /Guide pages.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import HelpTopicDetail from './HelpTopicDetail.tsx';
import type { HelpSearchState } from './useHelpSearch.ts';
import { helpTopicIds, helpTopicMeta, isHelpTopicId, type HelpTopicId } from './topics.ts';
import { topicTexts } from './topic-texts.ts';
import './help.css';

/** Keeps a Latin token ('@LoginHelp.jsx') in one piece inside Arabic text. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

interface HelpCentreBodyProps {
  state: HelpSearchState;
  /** Topics of the overview (all by default; an area's topics on /Guide?screen=). */
  overviewTopicIds?: readonly HelpTopicId[];
  /** Shown instead of the cards when the overview has no topics. */
  overviewEmpty?: ReactNode;
  /** Topic of the page the help was opened from. */
  suggestedTopicId?: string;
}

export default function HelpCentreBody({
  state,
  overviewTopicIds = helpTopicIds,
  overviewEmpty,
  suggestedTopicId,
}: HelpCentreBodyProps) {
  const { t } = useTranslation();
  const { result, topicId } = state;

  if (result) {
    switch (result.kind) {
      case 'all':
        break;
      case 'topic':
        return <HelpTopicDetail topicId={result.topicId} onBack={state.showAllTopics} />;
      case 'results':
        return (
          <TopicCards
            topicIds={result.topicIds}
            onOpen={state.openTopic}
            header={t('help:search.resultsCount', { count: result.topicIds.length })}
          />
        );
      case 'noResults':
        return (
          <TopicCards
            topicIds={[]}
            onOpen={state.openTopic}
            header={t('help:search.resultsCount', { count: 0 })}
            empty={<NoResults query={result.query} onClear={state.showAllTopics} />}
          />
        );
      case 'notFound':
        return <ContentNotFound keyword={result.keyword} onBack={state.backToLoginHelp} />;
      case 'error':
        return (
          <SpaceBetween size="l">
            <Alert type="error" header={t('help:error.title')}>
              {t('help:error.description')}
            </Alert>
            <TopicCards topicIds={result.topicIds} onOpen={state.openTopic} header={t('help:allTopics')} />
          </SpaceBetween>
        );
    }
  }

  if (topicId !== undefined) {
    return isHelpTopicId(topicId) ? (
      <HelpTopicDetail topicId={topicId} onBack={state.showAllTopics} />
    ) : (
      <ContentNotFound keyword={topicId} onBack={state.backToLoginHelp} />
    );
  }

  if (overviewTopicIds.length === 0 && overviewEmpty) return <>{overviewEmpty}</>;
  return (
    <SpaceBetween size="l">
      {isHelpTopicId(suggestedTopicId) && (
        <SuggestedTopic topicId={suggestedTopicId} onOpen={state.openTopic} />
      )}
      <TopicCards
        topicIds={overviewTopicIds}
        onOpen={state.openTopic}
        header={t('help:allTopics')}
        counter={`(${overviewTopicIds.length})`}
      />
    </SpaceBetween>
  );
}

function TopicCards({
  topicIds,
  onOpen,
  header,
  counter,
  empty,
}: {
  topicIds: readonly HelpTopicId[];
  onOpen: (topicId: string) => void;
  header: string;
  counter?: string;
  empty?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const texts = topicTexts(i18n.language);
  return (
    <Cards
      items={topicIds.map((id) => ({ id }))}
      trackBy="id"
      variant="full-page"
      header={
        <Header variant="h2" counter={counter}>
          {header}
        </Header>
      }
      ariaLabels={{
        cardsLabel: t('help:topicsLabel'),
        itemSelectionLabel: (_state, item) => texts[item.id].title,
        selectionGroupLabel: t('help:topicsLabel'),
      }}
      cardsPerRow={[{ cards: 1 }, { minWidth: 560, cards: 2 }, { minWidth: 900, cards: 3 }]}
      empty={empty}
      cardDefinition={{
        header: (item) => (
          <span className="fleet-help-card-title">
            <Icon name={helpTopicMeta(item.id).icon} size="medium" variant="link" />
            <Link
              variant="primary"
              fontSize="heading-m"
              ariaLabel={t('help:openTopic', { title: texts[item.id].title })}
              onFollow={(event) => {
                event.preventDefault();
                onOpen(item.id);
              }}
            >
              {texts[item.id].title}
            </Link>
          </span>
        ),
        sections: [
          { id: 'description', content: (item) => texts[item.id].description },
          {
            id: 'steps',
            content: (item) => (
              <Box color="text-body-secondary" fontSize="body-s">
                {t('help:stepCount', { count: texts[item.id].steps.length })}
              </Box>
            ),
          },
        ],
      }}
    />
  );
}

function SuggestedTopic({ topicId, onOpen }: { topicId: HelpTopicId; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const title = topicTexts(i18n.language)[topicId].title;
  return (
    <Alert type="info" header={t('help:suggested')}>
      <Link
        onFollow={(event) => {
          event.preventDefault();
          onOpen(topicId);
        }}
      >
        {title}
      </Link>
    </Alert>
  );
}

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" color="inherit" padding={{ vertical: 'l' }}>
      <SpaceBetween size="xs">
        <Box variant="h3" tagOverride="p">
          {t('help:empty.noMatchingTopics')}
        </Box>
        <Box variant="p" color="text-body-secondary">
          {t('help:empty.noResults', { query: isolate(query) })}
        </Box>
        <Box variant="p" color="text-body-secondary">
          {t('help:empty.hint', {
            login: isolate('@LoginHelp.jsx'),
            dashboard: isolate('@DashboardHelp.jsx'),
          })}
        </Box>
        <Button onClick={onClear}>{t('help:empty.clear')}</Button>
      </SpaceBetween>
    </Box>
  );
}

function ContentNotFound({ keyword, onBack }: { keyword: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxl' }}>
      <SpaceBetween size="s">
        <Icon name="search" size="big" variant="subtle" />
        <Box variant="h2" tagOverride="h2">
          {t('help:notFound.title')}
        </Box>
        <Box variant="p" color="text-body-secondary">
          {t('help:notFound.description', { keyword: isolate(keyword) })}
        </Box>
        <Button variant="primary" onClick={onBack} ariaLabel={t('help:notFound.backToLogin')}>
          {t('help:notFound.backToLogin')}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
