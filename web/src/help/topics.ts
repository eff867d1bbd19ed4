/**
 * Help topics (spec 000 section 2 "Help centre"): the catalogue in code (ids, jump keywords, areas,
 * screenshots, routes); the text per language is in topic-texts.ts (loaded only by the help pages and
 * the help panel, not by the sign-in page that mounts the help provider).
 */
import type { IconProps } from '@cloudscape-design/components/icon';

/** The route of the guide pages (spec 000 section 2; the help file is `helpPath` of app/paths.ts). */
export const guidePath = '/Guide';

export const helpTopicIds = [
  'login',
  'dashboard',
  'moiJobCard',
  'qcInspectorAssignment',
  'qcTechnicianAssignment',
] as const;
export type HelpTopicId = (typeof helpTopicIds)[number];

/** The topic every fallback leads to ('Back to Login Help', search errors). */
export const fallbackTopicId: HelpTopicId = 'login';

/** `/Guide?screen=<area>` values (spec 000 section 2, sidebar groups). */
export const guideAreas = ['MOIReception', 'KPTCReception', 'Garage', 'Procurement', 'Accounts'] as const;
export type GuideArea = (typeof guideAreas)[number];

export interface HelpImage {
  /** Key of the alt text in the topic's `images` map. */
  id: string;
  /** File under web/public/help/, a screenshot of the product taken by the browser tests. */
  file: string;
  /** Route the browser tests capture it from. */
  capturePath: string;
}

export interface HelpVideo {
  /** File under web/public/help/. */
  file: string;
  poster?: string;
}

export interface HelpTopicMeta {
  id: HelpTopicId;
  /** Keywords a search with '@' or '.jsx' jumps on, besides the id and the topic's keywords. */
  jumpKeys: string[];
  areas: GuideArea[];
  /** Routes the topic explains, for the "help for this page" suggestion. */
  paths: string[];
  icon: IconProps.Name;
  images: HelpImage[];
  video?: HelpVideo;
}

export interface HelpTroubleshooting {
  problem: string;
  solution: string;
}

export interface HelpTopicText {
  title: string;
  description: string;
  keywords: string[];
  steps: string[];
  notes: string[];
  troubleshooting: HelpTroubleshooting[];
  /** Alt text by image id. */
  images: Record<string, string>;
}

export type HelpTopicTexts = Record<HelpTopicId, HelpTopicText>;

/** A screenshot of a form as it opens to add (`?mod=false&status=ADD`). */
const addFormImage = (file: string, path: string): HelpImage => ({
  id: 'form',
  file,
  capturePath: `${path}?mod=false&status=ADD`,
});

export const helpTopics: readonly HelpTopicMeta[] = [
  {
    id: 'login',
    jumpKeys: ['LoginHelp.jsx', 'SignIn'],
    areas: [],
    paths: ['/', '/register'],
    icon: 'lock-private',
    images: [{ id: 'signIn', file: 'login.png', capturePath: '/' }],
  },
  {
    id: 'dashboard',
    jumpKeys: ['DashboardHelp.jsx', 'Home'],
    areas: [],
    paths: [
      '/dashboard/default',
      '/dashboardpage',
      '/dashboardpagehome',
      '/excutieManagementDashboar',
      '/managementDashboard',
      '/contractingPartyDashboard',
      '/garageTeamLeaderDashboard',
    ],
    icon: 'view-full',
    images: [
      { id: 'dashboard', file: 'dashboard.png', capturePath: '/dashboard/default' },
      { id: 'notifications', file: 'notifications.png', capturePath: '/dashboard/default' },
    ],
  },
  {
    id: 'moiJobCard',
    jumpKeys: ['MOIJobCardHelp.jsx', 'JobCardHelp.jsx'],
    areas: ['MOIReception'],
    paths: ['/jobCardQslist', '/jobCardQs', '/jobCardCw', '/receptionmoi', '/receptionmoilist'],
    icon: 'file',
    images: [
      { id: 'list', file: 'moi-job-card-list.png', capturePath: '/jobCardQslist' },
      addFormImage('moi-job-card.png', '/jobCardQs'),
    ],
  },
  {
    id: 'qcInspectorAssignment',
    jumpKeys: ['QCInspectorAssignmentHelp.jsx', 'InspectorHelp.jsx', 'AssignInspector'],
    areas: ['MOIReception'],
    paths: ['/inspectionlistmoi', '/inspectionmoi', '/assigninspectormoi'],
    icon: 'user-profile',
    images: [addFormImage('qc-inspector-assignment.png', '/assigninspectormoi')],
  },
  {
    id: 'qcTechnicianAssignment',
    jumpKeys: ['QCTechnicianAssignmentHelp.jsx', 'TechnicianHelp.jsx', 'AssignTechnician'],
    areas: ['KPTCReception'],
    paths: ['/technicianDetailslistmoi', '/technicianDetailsmoi', '/assigntechnicianmoi'],
    icon: 'settings',
    images: [addFormImage('qc-technician-assignment.png', '/technicianDetailsmoi')],
  },
];

/** Every screenshot the topics show: what the browser tests should save under web/public/help/. */
export const helpScreenshots = helpTopics.flatMap((topic) =>
  topic.images.map((image) => ({ topicId: topic.id, file: image.file, capturePath: image.capturePath })),
);

export function isHelpTopicId(value: string | undefined | null): value is HelpTopicId {
  return (helpTopicIds as readonly string[]).includes(value ?? '');
}

export function helpTopicMeta(id: HelpTopicId): HelpTopicMeta {
  const meta = helpTopics.find((topic) => topic.id === id);
  if (!meta) throw new Error(`Unknown help topic ${id}`);
  return meta;
}

/**
 * `?screen=` of `/Guide` to an area: `undefined` when absent (all topics), `'unknown'` when the value is
 * not one of the spec's areas (matched case-insensitively).
 */
export function parseGuideArea(screen: string | null | undefined): GuideArea | 'unknown' | undefined {
  if (screen === null || screen === undefined || screen.trim() === '') return undefined;
  const wanted = screen.trim().toLowerCase();
  return guideAreas.find((area) => area.toLowerCase() === wanted) ?? 'unknown';
}

/** Topics that explain screens of an area; empty for areas without written guides. */
export function topicsForArea(area: GuideArea): HelpTopicId[] {
  return helpTopics.filter((topic) => topic.areas.includes(area)).map((topic) => topic.id);
}

/** The topic explaining the screen at `pathname`, if any (case-insensitive, trailing slash ignored). */
export function topicForPath(pathname: string): HelpTopicId | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return helpTopics.find((topic) => topic.paths.some((candidate) => candidate.toLowerCase() === path))?.id;
}

/** URL of a help image or video under web/public/help/. */
export function helpAssetUrl(file: string, base = import.meta.env.BASE_URL ?? '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}help/${file}`;
}
