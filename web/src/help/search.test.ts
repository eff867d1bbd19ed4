import { describe, expect, it } from 'vitest';
import {
  buildHelpIndex,
  isJumpQuery,
  jumpKeyword,
  normalizeHelpText,
  normalizeJumpKey,
  resolveHelpQuery,
  runHelpSearch,
  type HelpIndex,
} from './search.ts';
import { helpTopicIds } from './topics.ts';

const index = buildHelpIndex();

describe('unit: help search', () => {
  it('shows every topic for an empty or blank query', () => {
    expect(resolveHelpQuery('', index)).toEqual({ kind: 'all' });
    expect(resolveHelpQuery('   ', index)).toEqual({ kind: 'all' });
  });

  it('matches titles case-insensitively, titles first', () => {
    const result = resolveHelpQuery('INSPECTOR', index);
    expect(result).toEqual({ kind: 'results', topicIds: ['qcInspectorAssignment', 'moiJobCard'] });
  });

  it('matches descriptions and keywords', () => {
    expect(resolveHelpQuery('locked', index)).toEqual({ kind: 'results', topicIds: ['login'] });
    expect(resolveHelpQuery('bell', index)).toEqual({ kind: 'results', topicIds: ['dashboard'] });
    expect(resolveHelpQuery('estimated job time', index)).toEqual({
      kind: 'results',
      topicIds: ['qcTechnicianAssignment'],
    });
  });

  it('needs every word of the query to match', () => {
    expect(resolveHelpQuery('technician assignment', index)).toEqual({
      kind: 'results',
      topicIds: ['qcTechnicianAssignment'],
    });
  });

  it('finds topics by their Arabic text whatever the UI language', () => {
    expect(resolveHelpQuery('كلمة المرور', index)).toEqual({ kind: 'results', topicIds: ['login'] });
    expect(resolveHelpQuery('الجرس', index)).toEqual({ kind: 'results', topicIds: ['dashboard'] });
  });

  it('ignores Arabic diacritics and alef variants', () => {
    expect(normalizeHelpText('تَعْيِين  أمر')).toBe('تعيين امر');
    expect(resolveHelpQuery('امر العمل', index)).toEqual({
      kind: 'results',
      topicIds: ['qcTechnicianAssignment'],
    });
  });

  it('reports no results for a plain query that matches nothing', () => {
    expect(resolveHelpQuery('spaceship', index)).toEqual({ kind: 'noResults', query: 'spaceship' });
  });

  it('does not search steps or notes, only title, description and keywords', () => {
    expect(resolveHelpQuery('Caps Lock', index)).toEqual({ kind: 'noResults', query: 'Caps Lock' });
  });
});

describe('unit: help keyword jump', () => {
  it('recognises jump queries by an at-sign or .jsx', () => {
    expect(isJumpQuery('@LoginHelp.jsx')).toBe(true);
    expect(isJumpQuery('DashboardHelp.JSX')).toBe(true);
    expect(isJumpQuery('@login')).toBe(true);
    expect(isJumpQuery('login')).toBe(false);
  });

  it('reduces a jump word to its keyword', () => {
    expect(normalizeJumpKey('@LoginHelp.jsx')).toBe('login');
    expect(normalizeJumpKey('QCInspectorAssignmentHelp.jsx')).toBe('qcinspectorassignment');
    expect(normalizeJumpKey('Job Card')).toBe('jobcard');
    expect(normalizeJumpKey('@Help.jsx')).toBe('help');
    expect(jumpKeyword('please open @DashboardHelp.jsx now')).toBe('dashboard');
  });

  it('jumps to the topic named by @File.jsx or File.jsx', () => {
    expect(resolveHelpQuery('@LoginHelp.jsx', index)).toEqual({ kind: 'topic', topicId: 'login' });
    expect(resolveHelpQuery('DashboardHelp.jsx', index)).toEqual({ kind: 'topic', topicId: 'dashboard' });
    expect(resolveHelpQuery('@MOIJobCardHelp.jsx', index)).toEqual({ kind: 'topic', topicId: 'moiJobCard' });
    expect(resolveHelpQuery('@QCTechnicianAssignmentHelp.jsx', index)).toEqual({
      kind: 'topic',
      topicId: 'qcTechnicianAssignment',
    });
  });

  it('jumps on a keyword, in either language', () => {
    expect(resolveHelpQuery('@inspector', index)).toEqual({
      kind: 'topic',
      topicId: 'qcInspectorAssignment',
    });
    expect(resolveHelpQuery('@الجرس', index)).toEqual({ kind: 'topic', topicId: 'dashboard' });
  });

  it('offers the candidates of a keyword still being typed', () => {
    expect(resolveHelpQuery('@QC', index)).toEqual({
      kind: 'results',
      topicIds: ['qcInspectorAssignment', 'qcTechnicianAssignment'],
    });
    expect(resolveHelpQuery('@Dash', index)).toEqual({ kind: 'results', topicIds: ['dashboard'] });
  });

  it('shows every topic for a bare at-sign', () => {
    expect(resolveHelpQuery('@', index)).toEqual({ kind: 'all' });
  });

  it('reports unknown topics as not found', () => {
    expect(resolveHelpQuery('@PayrollHelp.jsx', index)).toEqual({
      kind: 'notFound',
      keyword: '@PayrollHelp.jsx',
    });
    expect(resolveHelpQuery('@zzz', index)).toEqual({ kind: 'notFound', keyword: '@zzz' });
    // A complete file name is not a prefix being typed.
    expect(resolveHelpQuery('Dash.jsx', index)).toEqual({ kind: 'notFound', keyword: 'Dash.jsx' });
  });
});

describe('unit: help search fallback', () => {
  it('falls back to Login Help when the search throws', () => {
    const failing = () => {
      throw new Error('index unavailable');
    };
    expect(runHelpSearch('anything', index, failing)).toEqual({ kind: 'error', topicIds: ['login'] });
  });

  it('falls back to Login Help on a malformed index', () => {
    const broken = [{ id: 'login' }] as unknown as HelpIndex;
    expect(runHelpSearch('login', broken)).toEqual({ kind: 'error', topicIds: ['login'] });
  });

  it('passes results through when nothing fails', () => {
    expect(runHelpSearch('@LoginHelp.jsx', index)).toEqual({ kind: 'topic', topicId: 'login' });
  });

  it('indexes every topic with its id as a jump key', () => {
    expect(index.map((entry) => entry.id)).toEqual([...helpTopicIds]);
    for (const entry of index) expect(entry.jumpKeys).toContain(normalizeJumpKey(entry.id));
  });
});
