-- The three tables the Waline server reads and writes, as its PostgreSQL guide lists them
-- (https://waline.js.org/en/guide/database.html#postgresql). The npm package of the server does
-- not ship the schema, so the test creates the tables itself; column names are Waline's.
CREATE TABLE wl_comment (
  id serial PRIMARY KEY,
  user_id int,
  comment text,
  insertedAt timestamp(0) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  ip varchar(100) DEFAULT '',
  link varchar(255),
  mail varchar(255),
  nick varchar(255),
  pid int,
  rid int,
  sticky numeric,
  status varchar(50) NOT NULL DEFAULT '',
  "like" int,
  ua text,
  url varchar(255),
  createdAt timestamp(0) DEFAULT CURRENT_TIMESTAMP,
  updatedAt timestamp(0) DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE wl_counter (
  id serial PRIMARY KEY,
  time int,
  reaction0 int, reaction1 int, reaction2 int, reaction3 int, reaction4 int,
  reaction5 int, reaction6 int, reaction7 int, reaction8 int,
  url varchar(255) NOT NULL DEFAULT '',
  createdAt timestamp(0) DEFAULT CURRENT_TIMESTAMP,
  updatedAt timestamp(0) DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE wl_users (
  id serial PRIMARY KEY,
  display_name varchar(255) NOT NULL DEFAULT '',
  email varchar(255) NOT NULL DEFAULT '',
  password varchar(255) NOT NULL DEFAULT '',
  type varchar(50) NOT NULL DEFAULT '',
  label varchar(255),
  url varchar(255),
  avatar varchar(255),
  github varchar(255),
  twitter varchar(255),
  facebook varchar(255),
  google varchar(255),
  weibo varchar(255),
  qq varchar(255),
  oidc varchar(255),
  huawei varchar(255),
  "2fa" varchar(32),
  createdAt timestamp(0) DEFAULT CURRENT_TIMESTAMP,
  updatedAt timestamp(0) DEFAULT CURRENT_TIMESTAMP
);
