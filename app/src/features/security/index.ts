// The security centre loads with the member centre, as its own chunk.
export const securityPages = {
  securityCenter: () => import('./SecurityPage.tsx').then((module) => ({ default: module.SecurityPage })),
};
