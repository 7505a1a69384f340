/* The SDL2 headers as one Swift module. Named CSDL2 because a module called
   SDL2 would shadow the -lSDL2 library the linker needs. */
#include <SDL2/SDL.h>
