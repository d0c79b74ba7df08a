export default {
  routes: [
    {
      method: 'GET',
      path: '/health',
      handler: 'health.check',
      // Public on purpose: the commerce engine's health check calls it without credentials.
      config: { auth: false, policies: [] },
    },
  ],
};
