import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { formRoutes } from './forms';
import { healthRoutes } from './health';
import { meRoutes } from './me';
import { newsletterRoutes } from './newsletter';
import { staffRoutes } from './staff';
import { tailorMachineRoutes } from './tailor-machine';

/** Every route; mounted under /api, which the shell's server forwards here with the path kept. */
export async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(formRoutes);
  await app.register(newsletterRoutes);
  await app.register(tailorMachineRoutes);
  await app.register(staffRoutes);
  await app.register(adminRoutes);
}
