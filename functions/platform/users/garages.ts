/** A user's garages as records of the project's garage master (ids not in the project are left out). */
import { getItems } from '#lib/db';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';

export interface UserGarage {
  garageid: string;
  garagnam: string;
  garagnamar?: string;
}

/** The garages `garageids` of `project`, in the order the profile lists them. */
export async function garagesOf(project: string, garageids: string[]): Promise<UserGarage[]> {
  const ids = [...new Set(garageids)];
  const records = await getItems<Record<string, unknown>>(
    ids.map((id) => masterKeys.record(project, masterTypes.garage, id)),
  );
  const byId = new Map(records.map((record) => [String(record.garageid ?? record.sk), record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    if (!record) return [];
    return [
      {
        garageid: id,
        garagnam: String(record.garagnam ?? ''),
        ...(typeof record.garagnamar === 'string' ? { garagnamar: record.garagnamar } : {}),
      },
    ];
  });
}
