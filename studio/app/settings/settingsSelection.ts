// Which section the Site settings view shows; outside the view so the problems list can open a section from any view.
import { sharedValue } from '../views/sharedValue';

const section = sharedValue('company');

export const showSettingsSection = (id: string) => section.set(id);
export const useSettingsSection = section.use;
