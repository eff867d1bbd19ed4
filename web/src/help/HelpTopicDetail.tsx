/**
 * One help topic: description, numbered steps, screenshots, optional video, notes and troubleshooting.
 * Screenshots are files under web/public/help/ taken by the browser tests; a missing file is left out
 * rather than shown broken, and the section stays hidden until one of them has loaded.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  helpAssetUrl,
  helpTopicMeta,
  type HelpImage,
  type HelpTopicId,
  type HelpVideo as HelpVideoMeta,
} from './topics.ts';
import { topicTexts } from './topic-texts.ts';

export default function HelpTopicDetail({ topicId, onBack }: { topicId: HelpTopicId; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const text = topicTexts(i18n.language)[topicId];
  const meta = helpTopicMeta(topicId);
  return (
    <article className="fleet-help-topic" aria-labelledby={`fleet-help-topic-${topicId}`}>
      <SpaceBetween size="l">
        <div>
          <Button variant="inline-link" iconName="arrow-left" onClick={onBack}>
            {t('help:backToTopics')}
          </Button>
        </div>
        <Header variant="h2" description={text.description}>
          <span id={`fleet-help-topic-${topicId}`}>{text.title}</span>
        </Header>
        <Container header={<Header variant="h3">{t('help:sections.steps')}</Header>}>
          <ol className="fleet-help-steps">
            {text.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </Container>
        <HelpImages key={topicId} images={meta.images} alts={text.images} />
        {meta.video && <HelpVideo key={topicId} video={meta.video} title={text.title} />}
        {text.notes.length > 0 && (
          <Container header={<Header variant="h3">{t('help:sections.notes')}</Header>}>
            <ul className="fleet-help-notes">
              {text.notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </ul>
          </Container>
        )}
        {text.troubleshooting.length > 0 && (
          <Container header={<Header variant="h3">{t('help:sections.troubleshooting')}</Header>}>
            <dl className="fleet-help-troubleshooting">
              {text.troubleshooting.map((item, index) => (
                <div key={index} className="fleet-help-trouble">
                  <dt>
                    <span className="fw-visually-hidden">{t('help:problem')}: </span>
                    {item.problem}
                  </dt>
                  <dd>
                    <span className="fw-visually-hidden">{t('help:solution')}: </span>
                    {item.solution}
                  </dd>
                </div>
              ))}
            </dl>
          </Container>
        )}
      </SpaceBetween>
    </article>
  );
}

type ImageState = 'loaded' | 'missing';

/** Loads the screenshots off-screen; only the files that exist are shown. */
function useImageStates(images: readonly HelpImage[]): Record<string, ImageState> {
  const [states, setStates] = useState<Record<string, ImageState>>({});
  useEffect(() => {
    let active = true;
    const probes = images.map((image) => {
      const probe = new Image();
      const mark = (state: ImageState) => {
        if (active) setStates((previous) => ({ ...previous, [image.id]: state }));
      };
      probe.onload = () => mark(probe.naturalWidth > 0 ? 'loaded' : 'missing');
      probe.onerror = () => mark('missing');
      probe.src = helpAssetUrl(image.file);
      return probe;
    });
    return () => {
      active = false;
      for (const probe of probes) probe.onload = probe.onerror = null;
    };
  }, [images]);
  return states;
}

export function HelpImages({ images, alts }: { images: readonly HelpImage[]; alts: Record<string, string> }) {
  const { t } = useTranslation();
  const states = useImageStates(images);
  const loaded = images.filter((image) => states[image.id] === 'loaded');
  if (loaded.length === 0) return null;
  return (
    <Container header={<Header variant="h3">{t('help:sections.images')}</Header>}>
      <div className="fleet-help-images" data-testid="help-images">
        {loaded.map((image) => (
          <figure key={image.id} className="fleet-help-figure">
            <img src={helpAssetUrl(image.file)} alt={alts[image.id] ?? ''} />
            <figcaption aria-hidden="true">{alts[image.id]}</figcaption>
          </figure>
        ))}
      </div>
    </Container>
  );
}

/** The video slot, shown only for topics that have a video, with a full-screen toggle. */
export function HelpVideo({ video, title }: { video: HelpVideoMeta; title: string }) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) {
      await document.exitFullscreen?.();
      setFullScreen(false);
    } else if (frame.requestFullscreen) {
      await frame.requestFullscreen();
      setFullScreen(true);
    }
  };

  return (
    <Container
      header={
        <Header
          variant="h3"
          actions={
            <Button
              iconName={fullScreen ? 'exit-full-screen' : 'full-screen'}
              onClick={() => void toggle().catch(() => setFullScreen(false))}
            >
              {fullScreen ? t('help:video.exitFullScreen') : t('help:video.fullScreen')}
            </Button>
          }
        >
          {t('help:sections.video')}
        </Header>
      }
    >
      <div ref={frameRef} className="fleet-help-video">
        <video
          controls
          preload="metadata"
          src={helpAssetUrl(video.file)}
          poster={video.poster ? helpAssetUrl(video.poster) : undefined}
          aria-label={t('help:video.label', { title })}
        >
          <Box>{t('help:video.unsupported')}</Box>
        </video>
      </div>
    </Container>
  );
}
