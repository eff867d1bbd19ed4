import { describe, expect, it } from 'vitest';
import {
  helpAssetUrl,
  helpScreenshots,
  helpTopicIds,
  helpTopics,
  parseGuideArea,
  topicForPath,
  topicsForArea,
} from './topics.ts';
import { helpTopicTexts } from './topic-texts.ts';

describe('unit: help topics', () => {
  it('has the five topics of the spec in order', () => {
    expect(helpTopics.map((topic) => topic.id)).toEqual([...helpTopicIds]);
    expect(helpTopicIds).toEqual([
      'login',
      'dashboard',
      'moiJobCard',
      'qcInspectorAssignment',
      'qcTechnicianAssignment',
    ]);
  });

  it('has every topic complete in both languages, with the same number of items', () => {
    for (const id of helpTopicIds) {
      const en = helpTopicTexts.en[id];
      const ar = helpTopicTexts.ar[id];
      for (const text of [en, ar]) {
        expect(text.title.trim()).not.toBe('');
        expect(text.description.trim()).not.toBe('');
        expect(text.steps.length).toBeGreaterThan(0);
        expect(text.troubleshooting.length).toBeGreaterThan(0);
      }
      expect(ar.steps).toHaveLength(en.steps.length);
      expect(ar.notes).toHaveLength(en.notes.length);
      expect(ar.troubleshooting).toHaveLength(en.troubleshooting.length);
      expect(/[\u0600-\u06FF]/.test(ar.title)).toBe(true);
    }
  });

  it('has alt text in both languages for every screenshot', () => {
    for (const topic of helpTopics) {
      for (const image of topic.images) {
        expect(helpTopicTexts.en[topic.id].images[image.id]).toBeTruthy();
        expect(helpTopicTexts.ar[topic.id].images[image.id]).toBeTruthy();
      }
    }
  });

  it('states the spec constants in the help text', () => {
    const all = JSON.stringify(helpTopicTexts.en);
    expect(all).toContain('about 15 minutes');
    expect(all).toContain('every 90 days');
    expect(all).toContain('Sunday to Thursday, 8:00 to 16:00');
    expect(all).toContain('Quick Service is 1 hour');
    expect(all).toContain('Only administrators can cancel job cards.');
    expect(all).toContain('An inspector missing from the dropdown must be registered by an administrator.');
  });

  it('maps guide areas, case-insensitively, and flags unknown ones', () => {
    expect(parseGuideArea(null)).toBeUndefined();
    expect(parseGuideArea('')).toBeUndefined();
    expect(parseGuideArea('MOIReception')).toBe('MOIReception');
    expect(parseGuideArea('moireception')).toBe('MOIReception');
    expect(parseGuideArea('Payroll')).toBe('unknown');
  });

  it('lists the topics of each area, none for areas without guides', () => {
    expect(topicsForArea('MOIReception')).toEqual(['moiJobCard', 'qcInspectorAssignment']);
    expect(topicsForArea('KPTCReception')).toEqual(['qcTechnicianAssignment']);
    expect(topicsForArea('Garage')).toEqual([]);
    expect(topicsForArea('Procurement')).toEqual([]);
    expect(topicsForArea('Accounts')).toEqual([]);
  });

  it('suggests the topic of the current page', () => {
    expect(topicForPath('/')).toBe('login');
    expect(topicForPath('/dashboard/default')).toBe('dashboard');
    expect(topicForPath('/jobcardqslist/')).toBe('moiJobCard');
    expect(topicForPath('/inspectionlistmoi')).toBe('qcInspectorAssignment');
    expect(topicForPath('/technicianDetailslistmoi')).toBe('qcTechnicianAssignment');
    expect(topicForPath('/maintenanceinvoicelist')).toBeUndefined();
  });

  it('builds image URLs under /help/', () => {
    expect(helpAssetUrl('login.png', '/')).toBe('/help/login.png');
    expect(helpAssetUrl('login.png', '/app')).toBe('/app/help/login.png');
  });
});

describe('unit: help screenshots', () => {
  it('lists one distinct file per screenshot, each with the route to capture it from', () => {
    const files = helpScreenshots.map((shot) => shot.file);
    expect(new Set(files).size).toBe(files.length);
    for (const shot of helpScreenshots) {
      expect(shot.file).toMatch(/^[a-z0-9-]+\.png$/);
      expect(shot.capturePath.startsWith('/')).toBe(true);
    }
  });
});
