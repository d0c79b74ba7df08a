-- The CMS keeps its content in its own database on the same server.
CREATE DATABASE strapi OWNER shop;
