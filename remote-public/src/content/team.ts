import type { ImageName } from '../media/catalog';

/** Team member (spec §3): name, position, image, bio. */
export interface TeamMember {
  name: string;
  position: string;
  image: ImageName;
  bio: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Sunita Bhandarkar',
    position: 'Founder and Director',
    image: 'team-sunita',
    bio: 'Born in a farming family near Tirora, Sunita started the foundation with five self-help groups. She has spent twenty years helping rural women save, borrow and start small businesses.',
  },
  {
    name: 'Rajesh Kathane',
    position: 'Programme Manager, Rural Development',
    image: 'team-rajesh',
    bio: 'An agriculture graduate from Nagpur, Rajesh runs our soil and water testing, watershed and farmer training work across the blocks of Gondia district.',
  },
  {
    name: 'Priya Meshram',
    position: 'Coordinator, Women Empowerment and Education',
    image: 'team-priya',
    bio: 'Priya leads the tailoring centres, skill courses and education awareness camps, and keeps in touch with every woman who receives a machine.',
  },
];
