@echo off
rem Runs the swiss command-line tool from its distribution: bin\swiss --help
rem JAVA_HOME picks the Java runtime (17 or later); SWISS_JAVA_OPTS passes options to it.
setlocal
set "SWISS_HOME=%~dp0.."
if defined JAVA_HOME (set "JAVA_EXE=%JAVA_HOME%\bin\java.exe") else (set "JAVA_EXE=java")
"%JAVA_EXE%" %SWISS_JAVA_OPTS% -jar "%SWISS_HOME%\lib\swiss.jar" %*
exit /b %ERRORLEVEL%
