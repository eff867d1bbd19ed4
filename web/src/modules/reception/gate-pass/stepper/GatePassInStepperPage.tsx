/**
 * Gate pass in stepper (routes `/gatepassin` and `/qualitycontrol`, screen SGRG001; spec 000 section 2):
 * 'Gate Pass In', 'Image Upload' (garage images, frmtypeimg=gar), 'Assign Team Leader'. The step is in
 * the query; Back and Next; only the current or an earlier step can be clicked; saved steps show as
 * completed. The rules live in stepper.ts.
 */
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { screenCodes } from '@fleet/shared';
import { useScreenRights } from '../../../../kit/index.ts';
import { ImageUploadForm } from '../../image-upload/ImageUploadForm.tsx';
import { AssignLeaderForm } from './AssignLeaderForm.tsx';
import { GatePassInForm } from './GatePassInForm.tsx';
import {
  back,
  canGoBack,
  canGoNext,
  canOpenStep,
  gatePassInSteps,
  isCompleted,
  next,
  openStep,
  stepSaved,
  stepperFromQuery,
  stepperQuery,
  type StepNumber,
  type StepperState,
} from './stepper.ts';
import './stepper.css';

export function GatePassInStepperPage() {
  const { t } = useTranslation();
  const rights = useScreenRights(screenCodes.gatePassIn);
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<StepperState>(() => stepperFromQuery(params));
  const [uploading, setUploading] = useState(false);

  // The step lives in the query (a reload or a shared link opens the same step).
  const query = stepperQuery(state);
  useEffect(() => {
    if (params.toString() !== query) setParams(query, { replace: true });
  }, [params, query, setParams]);

  if (rights.adds !== 'Y') return <Navigate to="/404" replace />;

  const saved = (jobordno: string) => setState((current) => stepSaved(current, jobordno));

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('gatePass:stepper.description')}>
        {t('gatePass:stepper.title')}
      </Header>
      <nav aria-label={t('gatePass:stepper.steps')} className="gate-pass-steps" data-testid="gate-pass-steps">
        {gatePassInSteps.map((key, index) => {
          const step = (index + 1) as StepNumber;
          const current = state.step === step;
          return (
            <div
              key={key}
              className="gate-pass-step"
              data-testid={`step-${step}`}
              data-current={current}
              data-completed={isCompleted(state, step)}
            >
              <Button
                variant={current ? 'primary' : 'normal'}
                disabled={!canOpenStep(state, step) || uploading}
                ariaLabel={t('gatePass:stepper.stepLabel', { step, title: t(`gatePass:stepper.${key}`) })}
                onClick={() => setState((currentState) => openStep(currentState, step))}
              >
                {`${step}. ${t(`gatePass:stepper.${key}`)}`}
              </Button>
              {isCompleted(state, step) && (
                <StatusIndicator type="success">{t('gatePass:stepper.completed')}</StatusIndicator>
              )}
            </div>
          );
        })}
      </nav>
      {state.step === 1 &&
        (state.jobordno && isCompleted(state, 1) ? (
          <Container>
            <StatusIndicator type="success">
              {t('gatePass:stepper.checkedIn', { jobordno: state.jobordno })}
            </StatusIndicator>
          </Container>
        ) : (
          <GatePassInForm afterSave="stay" onSaved={saved} />
        ))}
      {state.step === 2 && state.jobordno && (
        <ImageUploadForm
          jobordno={state.jobordno}
          frmtypeimg="gar"
          onSaved={() => saved(state.jobordno!)}
          onUploadingChange={setUploading}
        />
      )}
      {state.step === 3 && state.jobordno && (
        <AssignLeaderForm jobordno={state.jobordno} onSaved={() => saved(state.jobordno!)} />
      )}
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            data-testid="stepper-back"
            disabled={!canGoBack(state) || uploading}
            onClick={() => setState(back)}
          >
            {t('gatePass:stepper.back')}
          </Button>
          <Button
            data-testid="stepper-next"
            disabled={!canGoNext(state) || uploading}
            onClick={() => setState(next)}
          >
            {t('gatePass:stepper.next')}
          </Button>
        </SpaceBetween>
      </Box>
    </SpaceBetween>
  );
}

export default GatePassInStepperPage;
