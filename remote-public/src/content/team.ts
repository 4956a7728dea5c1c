import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImageName } from '../media/catalog';

/** Team member (spec §3): name, position, image, bio; the name too, as Hindi and Marathi write it in Devanagari. */
export interface TeamMember {
  name: MessageDescriptor;
  position: MessageDescriptor;
  image: ImageName;
  bio: MessageDescriptor;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: msg`Sunita Bhandarkar`,
    position: msg`Founder and Director`,
    image: 'team-sunita',
    bio: msg`Born in a farming family near Tirora, Sunita started the foundation with five self-help groups. She has spent twenty years helping rural women save, borrow and start small businesses.`,
  },
  {
    name: msg`Rajesh Kathane`,
    position: msg`Programme Manager, Rural Development`,
    image: 'team-rajesh',
    bio: msg`An agriculture graduate from Nagpur, Rajesh runs our soil and water testing, watershed and farmer training work across the blocks of Gondia district.`,
  },
  {
    name: msg`Priya Meshram`,
    position: msg`Coordinator, Women Empowerment and Education`,
    image: 'team-priya',
    bio: msg`Priya leads the tailoring centres, skill courses and education awareness camps, and keeps in touch with every woman who receives a machine.`,
  },
];
