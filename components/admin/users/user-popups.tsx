"use client";

import { lazyPopup } from "@/components/layout/lazy-popup";

/**
 * The Users tab's dialogs, each loaded on its button's first use: until then the button is the
 * server's markup, and these are the tab's only client code.
 */
export const AddUserPopup = lazyPopup(
  () => import("./add-user-dialog").then((module) => module.AddUserDialog),
  "dialog",
);
export const UserRoomsPopup = lazyPopup(
  () => import("./user-rooms-dialog").then((module) => module.UserRoomsDialog),
  "dialog",
);
export const EditUserPopup = lazyPopup(
  () => import("./edit-user-dialog").then((module) => module.EditUserDialog),
  "dialog",
);
export const DeleteUserPopup = lazyPopup(
  () => import("./delete-user-dialog").then((module) => module.DeleteUserDialog),
  "dialog",
);
