/**
 * Help routes (spec 000 section 2): `/helpfile` (the help centre as a page) and `/Guide`, with
 * `?screen=MOIReception|KPTCReception|Garage|Procurement|Accounts` for the topics of one area. The open
 * topic is kept in `?topic=` so it can be linked and the browser's back button works.
 */
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import HelpCentreBody, { isolate } from './HelpCentreBody.tsx';
import HelpSearchInput from './HelpSearchInput.tsx';
import './help.css';
import { useHelpSearch } from './useHelpSearch.ts';
import {
  fallbackTopicId,
  guidePath,
  helpTopicIds,
  parseGuideArea,
  topicsForArea,
  type HelpTopicId,
} from './topics.ts';

function useTopicParam(): [string | undefined, (topicId: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const topicId = params.get('topic') ?? undefined;
  const setTopicId = useCallback(
    (next: string | undefined) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next === undefined) updated.delete('topic');
        else updated.set('topic', next);
        return updated;
      }),
    [setParams],
  );
  return [topicId, setTopicId];
}

function HelpPage({
  title,
  description,
  overviewTopicIds,
  overviewEmpty,
}: {
  title: string;
  description: string;
  overviewTopicIds: readonly HelpTopicId[];
  overviewEmpty?: ReactNode;
}) {
  const { t } = useTranslation();
  const [topicId, setTopicId] = useTopicParam();
  const state = useHelpSearch(topicId, setTopicId);
  return (
    <div className="fleet-help-page">
      <ContentLayout
        header={
          <Header variant="h1" description={description}>
            {title}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <div>
            <HelpSearchInput state={state} />
            <Box color="text-body-secondary" fontSize="body-s" margin={{ top: 'xs' }}>
              {t('help:supportHours')}
            </Box>
          </div>
          <HelpCentreBody state={state} overviewTopicIds={overviewTopicIds} overviewEmpty={overviewEmpty} />
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}

/** `/helpfile`: every topic, with search. */
export function HelpFilePage() {
  const { t } = useTranslation();
  return (
    <HelpPage
      title={t('help:pages.helpfile.title')}
      description={t('help:pages.helpfile.description')}
      overviewTopicIds={helpTopicIds}
    />
  );
}

/** `/Guide` and `/Guide?screen=<area>`: the topics of an area, or an honest empty state. */
export function GuidePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const screen = params.get('screen');
  const area = parseGuideArea(screen);

  // No area: every topic; an area the guide does not know: none, with the not-found state.
  if (area === undefined || area === 'unknown') {
    return (
      <HelpPage
        title={t('help:pages.guide.title')}
        description={t('help:pages.guide.allDescription')}
        overviewTopicIds={area ? [] : helpTopicIds}
        overviewEmpty={area && <UnknownArea area={screen ?? ''} />}
      />
    );
  }
  const areaName = t(`help:areas.${area}`);
  return (
    <HelpPage
      title={t('help:pages.guide.areaTitle', { area: areaName })}
      description={t('help:pages.guide.description')}
      overviewTopicIds={topicsForArea(area)}
      overviewEmpty={<AreaWithoutGuide areaName={areaName} />}
    />
  );
}

function BrowseAllButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      href={guidePath}
      onFollow={(event) => {
        event.preventDefault();
        navigate(guidePath);
      }}
    >
      {t('help:guideEmpty.browseAll')}
    </Button>
  );
}

function AreaWithoutGuide({ areaName }: { areaName: string }) {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxl' }}>
      <SpaceBetween size="s">
        <Icon name="file" size="big" variant="subtle" />
        <Box variant="h2">{t('help:guideEmpty.title', { area: areaName })}</Box>
        <Box variant="p" color="text-body-secondary">
          {t('help:guideEmpty.description', { area: areaName })}
        </Box>
        <BrowseAllButton />
      </SpaceBetween>
    </Box>
  );
}

function UnknownArea({ area }: { area: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxl' }}>
      <SpaceBetween size="s">
        <Icon name="search" size="big" variant="subtle" />
        <Box variant="h2">{t('help:notFound.title')}</Box>
        <Box variant="p" color="text-body-secondary">
          {t('help:unknownArea.description', { area: isolate(area) })}
        </Box>
        <div className="fleet-help-actions">
          <Button variant="primary" onClick={() => navigate(`${guidePath}?topic=${fallbackTopicId}`)}>
            {t('help:notFound.backToLogin')}
          </Button>
          <BrowseAllButton />
        </div>
      </SpaceBetween>
    </Box>
  );
}
