export * from "./newsletter-campaigns/workflows/staff-queue-campaign"
