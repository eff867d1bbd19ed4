/** A duration in the UI language: "2 d 3 h", "45 min", "—" for nothing (the vehicle workflow, My work). */
import type { TFunction } from 'i18next';
import { durationParts } from '@fleet/shared/garage/vehicle-workflow';

export function durationText(t: TFunction, ms: number): string {
  if (ms <= 0) return '—';
  const { days, hours, minutes } = durationParts(ms);
  const parts = [
    days ? t('vehicleWorkflow:duration.days', { count: days }) : '',
    hours ? t('vehicleWorkflow:duration.hours', { count: hours }) : '',
    !days && minutes ? t('vehicleWorkflow:duration.minutes', { count: minutes }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : t('vehicleWorkflow:duration.minutes', { count: 0 });
}
