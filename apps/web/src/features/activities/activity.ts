// The activity (category) as the web reads it. The catalogue routes join @lido/contract with the
// catalogue issue; the shell only needs to know whether one exists.
export interface Activity {
  id: string;
  slug: string;
  name: string;
}
