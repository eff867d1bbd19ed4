import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { SearchHit } from '@fleet/shared/platform/search';
import enSearch from '../../i18n/locales/en/search.json';
import arSearch from '../../i18n/locales/ar/search.json';
import enDashboard from '../../i18n/locales/en/dashboard.json';
import arDashboard from '../../i18n/locales/ar/dashboard.json';
import { hitDescription, hitId, hitLabel, hitTags, holderText } from './model.ts';

const texts = i18next.createInstance();
await texts.init({
  lng: 'en',
  resources: {
    en: { search: enSearch, dashboard: enDashboard },
    ar: { search: arSearch, dashboard: arDashboard },
  },
});
const en = texts.getFixedT('en');
const ar = texts.getFixedT('ar');

const hit = (change: Partial<SearchHit> = {}): SearchHit => ({
  kind: 'vehicle',
  vehicleno: '99/12345',
  jobordno: 'JO-2026-00123',
  jobOrderKind: 'KPTC',
  joborddat: '2026-11-01',
  statuscde: 1215,
  state: 'open',
  garagnam: 'Shuwaikh Main Garage',
  garagnamar: 'كراج الشويخ الرئيسي',
  holder: { group: 'inProgress', roles: ['TEAMLEADER'], people: [{ role: 'TEAMLEADER', name: 'Ahmed' }] },
  link: '/vehicle-workflow?jobordno=JO-2026-00123',
  ...change,
});

describe('unit: search hit texts', () => {
  it('puts what was found first: the plate, the job order number or the document', () => {
    expect(hitLabel(hit(), en)).toBe('99/12345 · JO-2026-00123');
    expect(hitLabel(hit({ kind: 'jobOrder' }), en)).toBe('JO-2026-00123 · 99/12345');
    expect(hitLabel(hit({ kind: 'document', docnumbr: 'QT-2026-00007', doctype: 'QUOT' }), ar)).toBe(
      'QT-2026-00007 (تقدير التكلفة) · JO-2026-00123 · 99/12345',
    );
    expect(hitId(hit({ kind: 'document', docnumbr: 'QT-2026-00007', doctype: 'QUOT' }))).toBe(
      'document:QUOT:QT-2026-00007',
    );
  });

  it('names the status group, the status and who holds the vehicle in the user language', () => {
    expect(hitDescription(hit(), en, false)).toBe('In progress: Estimation Ready · With Ahmed (Team Leader)');
    expect(holderText(hit(), ar, true)).toBe('لدى Ahmed (قائد الفريق)');
    const approvers = hit({
      holder: { group: 'waitingApproval', roles: ['APPROVER_MOI', 'SUPERVISOR'], people: [] },
    });
    expect(holderText(approvers, en, false)).toBe('With: MOI Approver, Supervisor');
    expect(holderText(hit({ holder: { group: 'submitted', roles: [], people: [] } }), en, false)).toBe('');
  });

  it('tags the kind of hit and the garage in the user language', () => {
    expect(hitTags(hit(), en, false)).toEqual(['Vehicle', 'Shuwaikh Main Garage']);
    expect(hitTags(hit({ kind: 'jobOrder' }), ar, true)).toEqual(['أمر عمل', 'كراج الشويخ الرئيسي']);
  });
});
